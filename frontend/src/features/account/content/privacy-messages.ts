/** The spec's messages (sections 5 and 8). */
export const PRIVACY_MESSAGES = {
  exported: 'Your data has been downloaded successfully.',
  exportFailed: 'Error downloading data. Please try again.',
  confirmDelete:
    'Are you sure you want to delete your account? This action cannot be undone and all your data will be permanently removed.',
  deleted: 'Account deletion request submitted successfully. You will be logged out.',
  deleteFailed: 'Error processing deletion request. Please try again.',
} as const;

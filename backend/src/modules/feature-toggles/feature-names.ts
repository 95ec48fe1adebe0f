/** Every switchable feature, with what it switches; the migration seeds each one enabled. */
export const FEATURES = {
  registration: 'New account registrations',
  google_sign_in: 'Continue with Google',
  beta_enhanced_workspace: 'Beta: Enhanced Workspace',
  beta_enterprise_workspace: 'Beta: Enterprise Workspace',
  beta_songwriting: 'Beta: Songwriting Workshop',
  beta_enhanced_form: 'Beta: Enhanced Form',
  beta_ai_chat: 'Beta: AI Chat',
  beta_heat_maps: 'Beta: Content Heat Maps',
  beta_templates: 'Beta: Template Manager',
  beta_use_case_selector: 'Beta: Use Case Selector',
  export_docx: 'DOCX export (Premium)',
  export_pdf: 'PDF export (Premium)',
} as const;

export type FeatureName = keyof typeof FEATURES;
export const FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[];

export const FEATURE_DISABLED = 'This feature is currently disabled.';

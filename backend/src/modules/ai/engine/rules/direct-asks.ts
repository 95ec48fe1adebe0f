/**
 * Wishes and joined asks said directly: "We'd love to hear what you think." → "Tell us what
 * you think." and "…on Tuesday so please clear your desks" → "…on Tuesday. Please clear…".
 */

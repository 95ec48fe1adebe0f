/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional address shown in the landing page's contact section. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

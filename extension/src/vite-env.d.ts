/// <reference types="vite/client" />

/** The server the extension talks to until the person sets another (build-time, see vite.config.ts). */
declare const __RESONATE_DEFAULT_SERVER__: string;

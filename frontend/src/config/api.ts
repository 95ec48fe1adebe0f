/** The API is served by the same origin as the SPA, under /api (the Vite dev server proxies it). */
export const API_BASE_URL = '/api';

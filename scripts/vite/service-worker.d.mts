import type { Plugin } from 'vite';

export declare function serviceWorker(): Plugin;

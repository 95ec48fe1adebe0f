import type { Plugin } from 'vite';

export declare function precompress(): Plugin;

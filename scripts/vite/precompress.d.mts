import type { Plugin } from 'vite';

export declare function precompress(): Plugin;

export declare function compressFile(path: string): void;

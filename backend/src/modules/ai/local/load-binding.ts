import { constants, runInThisContext } from 'node:vm';

export type NodeLlamaCpp = typeof import('node-llama-cpp');

let binding: Promise<NodeLlamaCpp> | undefined;

/**
 * node-llama-cpp, imported on first use so a process without a local model never loads it.
 * It is an ES module with top-level await: where this file runs as CommonJS (the jest tests),
 * import() would become require(), which cannot load it, so Node's own loader imports it there.
 */
export function loadNodeLlamaCpp(): Promise<NodeLlamaCpp> {
  binding ??=
    typeof require === 'function'
      ? (
          runInThisContext('(specifier) => import(specifier)', {
            importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
          }) as (specifier: string) => Promise<NodeLlamaCpp>
        )('node-llama-cpp')
      : import('node-llama-cpp');
  return binding;
}

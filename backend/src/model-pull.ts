import 'reflect-metadata';
import { loadConfig } from './config/define-config.js';
import { loadEnvFile } from './load-env.js';
import { AiConfig } from './modules/ai/ai.config.js';
import {
  DownloadError,
  downloadFile,
  progressPrinter,
  RECOMMENDED_MODEL,
  recommendedModelPath,
} from './modules/ai/ai.local.js';

/**
 * `npm run model:pull`: downloads the recommended local model into DATA_DIR/models (resumable,
 * SHA-256 checked). The app finds it there at the next start when no provider is configured.
 * `npm start` never downloads anything itself.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig(AiConfig);
  const dest = recommendedModelPath(config.dataDir);
  const size = `${(RECOMMENDED_MODEL.bytes / 1_073_741_824).toFixed(2)} GB`;
  console.log(`${RECOMMENDED_MODEL.name} (${size}, licence ${RECOMMENDED_MODEL.licence})`);
  console.log(`from ${RECOMMENDED_MODEL.url}\nto   ${dest}`);
  const outcome = await downloadFile(
    {
      url: RECOMMENDED_MODEL.url,
      dest,
      sha256: RECOMMENDED_MODEL.sha256,
      bytes: RECOMMENDED_MODEL.bytes,
    },
    { onProgress: progressPrinter() },
  );
  console.log(
    outcome === 'already present'
      ? 'Already downloaded and its checksum matches.'
      : 'Downloaded and checksum verified.',
  );
  if (config.localModel)
    console.log(
      `Note: AI_LOCAL_MODEL=${config.localModel} is set, so the app uses that file instead.`,
    );
  else if (config.apiKey)
    console.log(
      'Note: OPENAI_API_KEY is set, so the app uses the provider; unset it to use this model.',
    );
  else console.log('Run `npm start`: the app rewrites with this model.');
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(
      error instanceof DownloadError ? error.message : `model:pull failed: ${error.message}`,
    );
    process.exit(1);
  },
);

// Jest reporter: after a run of more than ten files, prints the ten that took longest (their own
// time, as jest measured it), so the next engineer knows where the suite's minutes go; every file's
// time goes to test-results/file-times.json.
const fs = require('node:fs');
const path = require('node:path');

const SHOWN = 10;

class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .filter((file) => file.perfStats && file.perfStats.end > file.perfStats.start)
      .map((file) => ({
        name: path.relative(this.rootDir, file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
      }));
    if (files.length <= SHOWN) return;
    const sorted = [...files].sort((a, b) => b.seconds - a.seconds);
    fs.mkdirSync(path.join(this.rootDir, 'test-results'), { recursive: true });
    fs.writeFileSync(
      path.join(this.rootDir, 'test-results', 'file-times.json'),
      `${JSON.stringify(sorted, null, 1)}\n`,
    );
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
    const lines = slowest.map((file) => `  ${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
    process.stdout.write(
      `\nSlowest ${SHOWN} of ${files.length} test files (${total.toFixed(0)} s of file time in all):\n${lines.join('\n')}\n`,
    );
  }
}

module.exports = SlowestFilesReporter;

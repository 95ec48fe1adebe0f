// Jest reporter: after a run of more than ten files, prints the ten that took longest (their own
// time, as jest measured it), so the next engineer knows where the suite's minutes go.
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
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
    const lines = slowest.map((file) => `  ${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
    process.stdout.write(
      `\nSlowest ${SHOWN} of ${files.length} test files (${total.toFixed(0)} s of file time in all):\n${lines.join('\n')}\n`,
    );
  }
}

module.exports = SlowestFilesReporter;

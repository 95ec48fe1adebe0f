import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Counts enhancements that failed on our side (not the person's input), per UTC day. */
@Injectable()
export class FailureCounter {
  private readonly logger = new Logger('FailureCounter');

  constructor(private readonly dataSource: DataSource) {}

  async record(): Promise<void> {
    await this.dataSource
      .query(
        `INSERT INTO enhancement_daily_failures (day, failures) VALUES ((now() AT TIME ZONE 'UTC')::date, 1)
         ON CONFLICT (day) DO UPDATE SET failures = enhancement_daily_failures.failures + 1`,
      )
      // The count is for the dashboard; losing one must never change what the user is told.
      .catch((error: Error) => this.logger.warn(`Failure not counted: ${error.message}`));
  }
}

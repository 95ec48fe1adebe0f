import { Global, Injectable, Module } from '@nestjs/common';

/** What this instance runs on (database, jobs, mail, payments, AI), printed at start-up. */
@Injectable()
export class RuntimeSummary {
  private readonly parts = new Map<string, string>();

  set(part: string, description: string): void {
    this.parts.set(part, description);
  }

  entries(): [string, string][] {
    return [...this.parts.entries()];
  }
}

@Global()
@Module({ providers: [RuntimeSummary], exports: [RuntimeSummary] })
export class RuntimeSummaryModule {}

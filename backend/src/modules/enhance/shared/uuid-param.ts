import { BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';

/** A route id that must be a UUID; anything else is a clear 400 rather than a lookup. */
export const UuidParam = (name: string, what: string) =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () =>
        new BadRequestException({ detail: `That is not a valid ${what} id.` }),
    }),
  );

import { BadRequestException, Param, type PipeTransform } from '@nestjs/common';

const TEMPLATE_ID =
  /^(builtin-[a-z-]{1,60}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

class TemplateIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!TEMPLATE_ID.test(value)) {
      throw new BadRequestException({ detail: 'That is not a valid template id.' });
    }
    return value;
  }
}

/** A template id: a UUID for one's own, builtin-… for the built-ins. */
export const TemplateIdParam = () => Param('id', new TemplateIdPipe());

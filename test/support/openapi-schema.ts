/** A JSON schema of an OpenAPI 3 document, as far as the contract test reads it. */
export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  while (current.$ref) current = document.components.schemas[current.$ref.split('/').pop()!];
  if (!current.allOf) return current;
  const parts = current.allOf.map((part) => resolve(document, part));
  return {
    ...current,
    properties: Object.assign({}, current.properties, ...parts.map((part) => part.properties)),
  };
}

/**
 * The paths (e.g. `items[0].settings.tone`) of the fields `value` holds that `schema` does not
 * document, searched recursively through objects and arrays.
 */
export function undocumentedFields(
  document: OpenApiDocument,
  schema: Schema,
  value: unknown,
  at = '$',
): string[] {
  const resolved = resolve(document, schema);
  const choices = resolved.oneOf ?? resolved.anyOf;
  if (choices) {
    const results = choices.map((choice) => undocumentedFields(document, choice, value, at));
    return results.reduce((best, next) => (next.length < best.length ? next : best));
  }
  if (Array.isArray(value)) {
    if (!resolved.items) return resolved.type === 'array' ? [] : [`${at} (undocumented array)`];
    return value.flatMap((item, index) =>
      undocumentedFields(document, resolved.items!, item, `${at}[${index}]`),
    );
  }
  if (typeof value !== 'object' || value === null) return [];
  const extra = resolved.additionalProperties;
  if (!resolved.properties && extra === undefined && resolved.type !== 'object') {
    return [`${at} (undocumented object)`];
  }
  return Object.entries(value).flatMap(([key, field]) => {
    const property = resolved.properties?.[key] ?? (typeof extra === 'object' ? extra : null);
    if (property) return undocumentedFields(document, property, field, `${at}.${key}`);
    return extra === true || (extra === undefined && !resolved.properties) ? [] : [`${at}.${key}`];
  });
}

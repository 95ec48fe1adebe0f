import type { Provider } from '@nestjs/common';
import { Expose, Transform, plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** A configuration class whose properties are read from environment variables. */
export type ConfigClass<T> = new () => T;

export class ConfigError extends Error {}

/** property name → environment variable, per configuration class prototype. */
const variableNames = new WeakMap<object, Map<string, string>>();

const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';

function envVariable(name: string, parse: (raw: string) => unknown): PropertyDecorator {
  return (target, key) => {
    const names = variableNames.get(target) ?? new Map<string, string>();
    names.set(String(key), name);
    variableNames.set(target, names);
    Expose({ name })(target, key);
    Transform(({ value }) => {
      if (value === undefined || blank(value)) return undefined; // blank counts as unset: the default applies
      return typeof value === 'string' ? parse(value) : value;
    })(target, key);
  };
}

/** A string variable. */
export const EnvString = (name: string) => envVariable(name, (raw) => raw.trim());

/** A numeric variable; a value that is not a number is kept so validation can name it. */
export const EnvNumber = (name: string) =>
  envVariable(name, (raw) => (Number.isFinite(Number(raw)) ? Number(raw) : raw));

/** true/false, 1/0, yes/no, on/off. */
export const EnvBoolean = (name: string) =>
  envVariable(name, (raw) => {
    const text = raw.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(text)) return true;
    if (['false', '0', 'no', 'off'].includes(text)) return false;
    return raw;
  });

/** A comma-separated list. */
export const EnvList = (name: string) =>
  envVariable(name, (raw) =>
    raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Reads and validates a configuration class from the environment; the error names each bad variable. */
export function loadConfig<T extends object>(
  cls: ConfigClass<T>,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const config = plainToInstance(cls, env, { excludeExtraneousValues: true });
  const defaults = new cls() as Record<string, unknown>;
  for (const [property, value] of Object.entries(defaults)) {
    const current = config as Record<string, unknown>;
    if (current[property] === undefined) current[property] = value;
  }
  const errors = validateSync(config);
  if (errors.length === 0) return config;
  const names = variableNames.get(cls.prototype) ?? new Map<string, string>();
  const problems = errors.map((error) => {
    const variable = names.get(error.property) ?? error.property;
    const value = env[variable];
    const rules = Object.values(error.constraints ?? {})
      .map((rule) => rule.replace(error.property, variable))
      .join('; ');
    return `${rules} (${value === undefined ? 'unset' : `got '${value}'`})`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('. ')}`);
}

/** A Nest provider that validates the configuration class when its module starts. */
export function configProvider<T extends object>(cls: ConfigClass<T>): Provider {
  return { provide: cls, useFactory: () => loadConfig(cls) };
}

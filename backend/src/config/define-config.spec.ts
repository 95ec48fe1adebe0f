import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import {
  ConfigError,
  EnvBoolean,
  EnvList,
  EnvNumber,
  EnvString,
  loadConfig,
} from './define-config.js';

class SampleConfig {
  @EnvNumber('SAMPLE_PORT') @IsInt() @Min(1) port = 3000;
  @EnvString('SAMPLE_MODE') @IsIn(['a', 'b']) mode = 'a';
  @EnvBoolean('SAMPLE_FLAG') flag = false;
  @EnvList('SAMPLE_LIST') list: string[] = [];
  @EnvString('SAMPLE_SECRET') @IsOptional() @IsString() secret?: string;
}

describe('loadConfig', () => {
  it('should apply defaults when variables are unset or blank', () => {
    const config = loadConfig(SampleConfig, { SAMPLE_MODE: '  ' });
    expect(config).toMatchObject({ port: 3000, mode: 'a', flag: false, list: [] });
    expect(config.secret).toBeUndefined();
  });

  it('should convert numbers, booleans and lists', () => {
    const config = loadConfig(SampleConfig, {
      SAMPLE_PORT: '8080',
      SAMPLE_FLAG: 'yes',
      SAMPLE_LIST: 'x, y,,z',
    });
    expect(config).toMatchObject({ port: 8080, flag: true, list: ['x', 'y', 'z'] });
  });

  it('should fail naming the variable and the value it got', () => {
    expect(() => loadConfig(SampleConfig, { SAMPLE_PORT: 'abc', SAMPLE_MODE: 'c' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig(SampleConfig, { SAMPLE_PORT: 'abc' });
    } catch (error) {
      expect((error as Error).message).toContain('SAMPLE_PORT');
      expect((error as Error).message).toContain("got 'abc'");
    }
  });
});

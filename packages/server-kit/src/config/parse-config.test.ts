import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseEnvSchema, jwtEnvSchema, mongoEnvSchema } from './env-schemas';
import { ConfigError, parseConfig } from './parse-config';

const schema = baseEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().default(4001),
  });

describe('parseConfig', () => {
  it('parses and applies defaults', () => {
    const config = parseConfig(schema, {
      MONGODB_URI: 'mongodb://127.0.0.1:27017/',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 4001,
      JWT_ISSUER: 'repwise-auth',
      LOG_LEVEL: 'info',
    });
  });

  it('lists every problem at once', () => {
    try {
      parseConfig(schema, { MONGODB_URI: 'http://nope', JWT_SECRET: 'short', PORT: 'abc' });
      expect.unreachable('parseConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('MONGODB_URI');
      expect(problems).toContain('JWT_SECRET: must be at least 32 characters');
      expect(problems).toContain('PORT');
    }
  });

  it('refuses a missing JWT secret: there is no default secret', () => {
    expect(() => parseConfig(schema, { MONGODB_URI: 'mongodb://127.0.0.1/' })).toThrow(
      /JWT_SECRET/,
    );
  });
});

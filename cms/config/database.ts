import path from 'path';
import type { Core } from '@strapi/strapi';
import { settings } from '../src/lib/env-defaults';

/**
 * SQLite in a git-ignored file by default (zero set-up); PostgreSQL when DATABASE_URL is set.
 * A relative DATABASE_FILENAME is resolved from the cms/ folder.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const setting = settings(env);
  const databaseUrl = setting('DATABASE_URL');
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: databaseUrl,
          host: url.hostname,
          port: Number(url.port || 5432),
          database: decodeURIComponent(url.pathname.replace(/^\//, '')),
          user: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
          ssl: setting.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: setting.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: setting('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: setting.int('DATABASE_POOL_MIN', 2), max: setting.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: setting.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  // Compiled config lives in dist/config, so the project root is two levels up.
  const projectRoot = path.join(__dirname, '..', '..');
  const filename = path.resolve(projectRoot, setting('DATABASE_FILENAME', '.tmp/data.db'));
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        // Write-ahead logging: readers do not block the writer, and a commit is an append rather
        // than a rewrite of the journal (the usual set-up for SQLite behind a server).
        afterCreate(connection: unknown, done: (error?: Error, connection?: unknown) => void) {
          const sqlite = connection as { pragma(statement: string): unknown };
          sqlite.pragma('journal_mode = WAL');
          sqlite.pragma('synchronous = NORMAL');
          sqlite.pragma('cache_size = -32000');
          sqlite.pragma('temp_store = MEMORY');
          done(undefined, connection);
        },
      },
    },
  };
};

export default config;

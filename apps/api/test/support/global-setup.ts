/**
 * Vitest globalSetup of the `api` project: migrates and seeds ONCE per run, into two templates — the demo
 * data and an empty (migrated only) database — each a data folder (PGlite's `db/` and the seeded KYC
 * files in `uploads/`) and, with DATABASE_URL, a PostgreSQL database `pb_template_<random>_<name>`.
 * Each test file then starts from a copy (harness.ts): the folder is copied, and on PostgreSQL the
 * database is created with `CREATE DATABASE … TEMPLATE`. Templates are removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { adminQuery, type ApiTemplate, type ApiTemplates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: ApiTemplates;
  }
}

async function makeTemplate(root: string, name: string, seedDemo: boolean): Promise<ApiTemplate> {
  const dataDir = path.join(root, name);
  // On PostgreSQL with no demo data nothing else creates the folder, and every copy starts from it.
  mkdirSync(dataDir, { recursive: true });
  const database = process.env.DATABASE_URL
    ? `pb_template_${randomBytes(4).toString('hex')}_${name}`
    : undefined;
  let databaseUrl: string | undefined;
  if (database) {
    await adminQuery(`create database ${database}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    databaseUrl = url.href;
  }
  const app = await buildApp({
    config: loadConfig(
      {},
      { dataDir, databaseUrl, seedDemo, logLevel: 'silent', webDist: '/nonexistent' },
    ),
    logger: false,
  });
  // Closing ends every connection: PostgreSQL copies a template only while no one is connected to it.
  await app.close();
  return { dataDir, database };
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const root = mkdtempSync(path.join(tmpdir(), 'petrobridge-api-templates-'));
  const templates: ApiTemplates = {
    demo: await makeTemplate(root, 'demo', true),
    empty: await makeTemplate(root, 'empty', false),
  };
  project.provide('apiTemplates', templates);
  console.log(
    `api tests: migrated and seeded once in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${process.env.DATABASE_URL ? 'PostgreSQL templates' : 'PGlite data folders'}); each file starts from a copy`,
  );
  return async () => {
    for (const t of Object.values(templates))
      if (t.database) await adminQuery(`drop database if exists ${t.database} with (force)`);
    rmSync(root, { recursive: true, force: true });
  };
}

/** The part of s3rver (a local S3-compatible server, no types of its own) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

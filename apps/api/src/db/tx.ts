import type { Db } from './client';

/** A transaction handle of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or a transaction. */
export type Queryable = Db | Tx;

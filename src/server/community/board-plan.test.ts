import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { explainPlan } from '../test/explain';
import { boardPageQuery } from './post-queries';

/**
 * The board's page reads community_posts_board_idx in the query's order and stops at the page: no
 * sort of every post, and no message count or author name worked out for posts not on the page
 * (with an index in the other NULLS order, 20,000 posts took seconds a page).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the board page query plan', () => {
  it('walks the board index in order, no sort, for the first page', async () => {
    const plan = await explainPlan(t.db, boardPageQuery(undefined));
    expect(plan).toContain('community_posts_board_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});

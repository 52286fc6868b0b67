/**
 * One-off, once after deploying the version whose rules count templates in the seller's own
 * commits (docs/decisions.md, "Templates per seller"): counts again every seller who has a
 * template, so templates made before that count from then on.
 *   npm run migrate:template-counts -- --project <firebase-project-id>
 * Safe to run again: each seller's count is taken and written in one transaction.
 */
import { recountAllTemplates } from '../domains/templates/template-count.js';
import { runOneOff } from './one-off.js';

runOneOff(import.meta.url, 'migrate-template-counts', async (db, projectId) => {
  const { sellers } = await recountAllTemplates(db);
  return `${projectId}: counted the templates of ${sellers} sellers.`;
});

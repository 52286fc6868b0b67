import type { TemplateDoc } from '@shared';
import type { Row } from '@/lib/firestore';

/** A template as the screens hold it: the stored document and its id. */
export type TemplateRow = Row<TemplateDoc>;

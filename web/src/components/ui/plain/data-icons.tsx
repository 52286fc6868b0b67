import { icon } from './icons';

/** The icons of the seller's data screens (kept out of the customer pages' shared chunk). */
export const ArrowBackIcon = icon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z');
export const ArrowDownwardIcon = icon('m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z');
export const NavigateBeforeIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const NavigateNextIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
export const RefreshIcon = icon(
  'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
);
export const DoneAllIcon = icon(
  'm18 7-1.41-1.41-6.34 6.34 1.41 1.41zm4.24-1.41L11.66 16.17 7.48 12l-1.41 1.41L11.66 19l12-12zM.41 13.41 6 19l1.41-1.41L1.83 12z',
);
export const DownloadIcon = icon(
  'M19 9h-4V3H9v6H5l7 7zm-8 2V5h2v6h1.17L12 13.17 9.83 11zm-6 7h14v2H5z',
);
export const AddIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
export const UploadFileIcon = icon(
  'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5zM8 15.01l1.41 1.41L11 14.84V19h2v-4.16l1.59 1.59L16 15.01 12.01 11z',
);

/** The A4 print sheet's public surface (used by the product list's bulk actions). */
export {
  PrintSheetButton,
  printSheetMessages,
  PRINT_SHEET_FILE_NAME,
} from './components/print-sheet-button';

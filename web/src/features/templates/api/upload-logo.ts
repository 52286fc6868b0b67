import { storagePaths } from '@shared';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import {
  checkLogoFile,
  logoFileName,
  sanitizeSvgLogo,
  type LogoFileProblem,
} from '../lib/logo-file';

export class LogoFileError extends Error {
  constructor(readonly problem: LogoFileProblem) {
    super(`Logo file refused: ${problem}`);
  }
}

/**
 * Uploads a logo to logos/{uid}/{unique name} and returns its path. Checked here with the same
 * limits as storage.rules (type, size) so the seller gets a clear message; SVGs are sanitised
 * and the sanitised text is what is stored. A new name per upload: a product card that still
 * shows the old logo never changes under it.
 */
export async function uploadLogo(
  storage: FirebaseStorage,
  uid: string,
  file: File,
): Promise<string> {
  const problem = checkLogoFile(file);
  if (problem) throw new LogoFileError(problem);
  let body: Blob = file;
  if (file.type === 'image/svg+xml') {
    const clean = sanitizeSvgLogo(await file.text());
    if (!clean) throw new LogoFileError('unsafe');
    body = new Blob([clean], { type: 'image/svg+xml' });
    const cleanProblem = checkLogoFile({ type: file.type, size: body.size });
    if (cleanProblem) throw new LogoFileError(cleanProblem);
  }
  // checkLogoFile above accepted file.type: it is one of LOGO_CONTENT_TYPES.
  const path = storagePaths.logo(uid, logoFileName(file.type as 'image/png'));
  await uploadBytes(ref(storage, path), body, { contentType: file.type });
  return path;
}

import { z } from 'zod';
import { LANGUAGES, type BilingualText } from './language.ts';

export const languageSchema = z.enum(LANGUAGES);
export const bilingualTextSchema: z.ZodType<BilingualText> = z.object({ en: z.string(), te: z.string() });

import type { Locale } from './locales'

/** Each locale named in itself, for a language menu. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English', ar: 'العربية', de: 'Deutsch', es: 'Español', fa: 'فارسی', fr: 'Français',
  he: 'עברית', hi: 'हिन्दी', id: 'Bahasa Indonesia', ja: '日本語', ko: '한국어', ms: 'Bahasa Melayu',
  'pt-BR': 'Português (Brasil)', ru: 'Русский', th: 'ไทย', tr: 'Türkçe', uk: 'Українська',
  vi: 'Tiếng Việt', 'zh-CN': '简体中文', 'zh-HK': '繁體中文（香港）', 'zh-TW': '繁體中文（台灣）',
}

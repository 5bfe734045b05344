import { DEFAULT_LOCALE, type Locale } from './enums.js';

/* Region subtags that mean Traditional Chinese script (decisions.md extends the spec with them). */
const TRADITIONAL_CHINESE_PREFIXES = ['zh-hant', 'zh-tw', 'zh-hk', 'zh-mo', 'zt'];

/**
 * Maps one language tag to a supported locale by case-insensitive prefix (`_` counts as `-`):
 * `ja…` → `ja`, `ko…` → `ko`, `en…` → `en`, `zt…`, `zh-Hant…`, `zh-TW…`, `zh-HK…`, `zh-MO…` →
 * `zh-Hant`, any other `zh…` → `zh-Hans`, anything else (including empty) → `ja`.
 */
export function localeFromTag(tag: string): Locale {
  const value = typeof tag === 'string' ? tag.trim().toLowerCase().replace(/_/g, '-') : '';
  if (value.startsWith('ja')) return 'ja';
  if (value.startsWith('ko')) return 'ko';
  if (value.startsWith('en')) return 'en';
  if (TRADITIONAL_CHINESE_PREFIXES.some((prefix) => value.startsWith(prefix))) return 'zh-Hant';
  if (value.startsWith('zh')) return 'zh-Hans';
  return DEFAULT_LOCALE;
}

/**
 * Chooses the page language: the `lang` query parameter first, then the stored `locale` setting,
 * else Japanese. The first value that is present (non-empty after trimming) decides, even when it
 * maps to nothing supported: `resolveLocale('fr', 'en')` is `'ja'`, not `'en'`. See
 * {@link localeFromTag} for the mapping.
 *
 * @example resolveLocale('zh-TW') // → 'zh-Hant'
 */
export function resolveLocale(langParam?: string | null, stored?: string | null): Locale {
  for (const candidate of [langParam, stored]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return localeFromTag(candidate);
  }
  return DEFAULT_LOCALE;
}

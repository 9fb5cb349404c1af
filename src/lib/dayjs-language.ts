import dayjs from 'dayjs';
import { dayjsLocales } from '../../generated/dayjs-locales';
import { type LanguageCode, languageOf } from '../../generated/languages';
import { beforeHydration } from './before-hydration';
import { currentLanguage, i18n } from './i18n';

// dayjs's global locale follows the shown language. It is set from here, loaded with the first module
// that formats dates, so that the home page's first load carries neither dayjs nor its locales.
async function follow(language: LanguageCode): Promise<void> {
  await dayjsLocales[language]();
  dayjs.locale(languageOf(language).dayjs);
}

beforeHydration(follow(currentLanguage()));
i18n.on('languageChanged', () => void follow(currentLanguage()));

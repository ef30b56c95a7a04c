import { activateCatalogue } from '#client/i18n';
import english from '#client/i18n/locales/en/index';

// The unit tests read the client's texts in English, the spec's words (decision 059).
activateCatalogue('en', english);

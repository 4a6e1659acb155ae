/**
 * Every language's texts, loaded at once: for the API (mails in each recipient's language), tests and Storybook.
 * The portal's pages load only the chosen language (`loadLocale`, decision 184).
 */
import ar from "./paraglide/translations/ar.js";
import es from "./paraglide/translations/es.js";
import fr from "./paraglide/translations/fr.js";
import pt from "./paraglide/translations/pt.js";
import sw from "./paraglide/translations/sw.js";
import { translations } from "./paraglide/translations.js";

Object.assign(translations, { fr, es, pt, sw, ar });

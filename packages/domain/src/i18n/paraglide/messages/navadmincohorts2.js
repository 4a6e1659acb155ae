/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navadmincohorts2Inputs */

const en_navadmincohorts2 = /** @type {(inputs: Navadmincohorts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohorts`)
};

/**
* | output |
* | --- |
* | "Cohorts" |
*
* @param {Navadmincohorts2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navadmincohorts2 = /** @type {((inputs?: Navadmincohorts2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navadmincohorts2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navadmincohorts2", en_navadmincohorts2));
export { navadmincohorts2 as "navAdminCohorts" }
/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workscoredlocked2Inputs */

const en_workscoredlocked2 = /** @type {(inputs: Workscoredlocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scored — your work can no longer be changed`)
};

/**
* | output |
* | --- |
* | "Scored — your work can no longer be changed" |
*
* @param {Workscoredlocked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workscoredlocked2 = /** @type {((inputs?: Workscoredlocked2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workscoredlocked2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("workscoredlocked2", en_workscoredlocked2));
export { workscoredlocked2 as "workScoredLocked" }
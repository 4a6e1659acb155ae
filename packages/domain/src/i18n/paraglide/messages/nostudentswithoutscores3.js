/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nostudentswithoutscores3Inputs */

const en_nostudentswithoutscores3 = /** @type {(inputs: Nostudentswithoutscores3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No students found without scores.`)
};

/**
* | output |
* | --- |
* | "No students found without scores." |
*
* @param {Nostudentswithoutscores3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nostudentswithoutscores3 = /** @type {((inputs?: Nostudentswithoutscores3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nostudentswithoutscores3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nostudentswithoutscores3", en_nostudentswithoutscores3));
export { nostudentswithoutscores3 as "noStudentsWithoutScores" }
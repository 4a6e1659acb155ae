/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Noupcomingclasses2Inputs */

const en_noupcomingclasses2 = /** @type {(inputs: Noupcomingclasses2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming classes found.`)
};

/**
* | output |
* | --- |
* | "No upcoming classes found." |
*
* @param {Noupcomingclasses2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const noupcomingclasses2 = /** @type {((inputs?: Noupcomingclasses2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Noupcomingclasses2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("noupcomingclasses2", en_noupcomingclasses2));
export { noupcomingclasses2 as "noUpcomingClasses" }
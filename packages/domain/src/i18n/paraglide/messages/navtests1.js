/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navtests1Inputs */

const en_navtests1 = /** @type {(inputs: Navtests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Navtests1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navtests1 = /** @type {((inputs?: Navtests1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navtests1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navtests1", en_navtests1));
export { navtests1 as "navTests" }
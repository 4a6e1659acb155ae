/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Navclosemenu2Inputs */

const en_navclosemenu2 = /** @type {(inputs: Navclosemenu2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Navclosemenu2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const navclosemenu2 = /** @type {((inputs?: Navclosemenu2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Navclosemenu2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("navclosemenu2", en_navclosemenu2));
export { navclosemenu2 as "navCloseMenu" }
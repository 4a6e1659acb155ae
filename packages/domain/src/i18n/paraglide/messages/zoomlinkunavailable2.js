/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Zoomlinkunavailable2Inputs */

const en_zoomlinkunavailable2 = /** @type {(inputs: Zoomlinkunavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom link not available for this class`)
};

/**
* | output |
* | --- |
* | "Zoom link not available for this class" |
*
* @param {Zoomlinkunavailable2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const zoomlinkunavailable2 = /** @type {((inputs?: Zoomlinkunavailable2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Zoomlinkunavailable2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("zoomlinkunavailable2", en_zoomlinkunavailable2));
export { zoomlinkunavailable2 as "zoomLinkUnavailable" }
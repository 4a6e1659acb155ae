/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Downloadfilefailed2Inputs */

const en_downloadfilefailed2 = /** @type {(inputs: Downloadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to download the file. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to download the file. Please try again." |
*
* @param {Downloadfilefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const downloadfilefailed2 = /** @type {((inputs?: Downloadfilefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Downloadfilefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("downloadfilefailed2", en_downloadfilefailed2));
export { downloadfilefailed2 as "downloadFileFailed" }
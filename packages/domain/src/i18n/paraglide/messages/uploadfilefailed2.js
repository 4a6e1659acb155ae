/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Uploadfilefailed2Inputs */

const en_uploadfilefailed2 = /** @type {(inputs: Uploadfilefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload the file. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to upload the file. Please try again." |
*
* @param {Uploadfilefailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const uploadfilefailed2 = /** @type {((inputs?: Uploadfilefailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Uploadfilefailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("uploadfilefailed2", en_uploadfilefailed2));
export { uploadfilefailed2 as "uploadFileFailed" }
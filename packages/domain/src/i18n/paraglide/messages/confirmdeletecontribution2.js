/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirmdeletecontribution2Inputs */

const en_confirmdeletecontribution2 = /** @type {(inputs: Confirmdeletecontribution2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this contribution?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this contribution?" |
*
* @param {Confirmdeletecontribution2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const confirmdeletecontribution2 = /** @type {((inputs?: Confirmdeletecontribution2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirmdeletecontribution2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("confirmdeletecontribution2", en_confirmdeletecontribution2));
export { confirmdeletecontribution2 as "confirmDeleteContribution" }
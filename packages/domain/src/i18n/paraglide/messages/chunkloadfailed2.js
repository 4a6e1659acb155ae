/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ chunkId: NonNullable<unknown> }} Chunkloadfailed2Inputs */

const en_chunkloadfailed2 = /** @type {(inputs: Chunkloadfailed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading chunk ${i?.chunkId} failed`)
};

/**
* | output |
* | --- |
* | "Loading chunk {chunkId} failed" |
*
* @param {Chunkloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const chunkloadfailed2 = /** @type {((inputs: Chunkloadfailed2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chunkloadfailed2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("chunkloadfailed2", en_chunkloadfailed2));
export { chunkloadfailed2 as "chunkLoadFailed" }
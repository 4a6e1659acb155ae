/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Endbeforestartdate3Inputs */

const en_endbeforestartdate3 = /** @type {(inputs: Endbeforestartdate3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be on or after the start date`)
};

const fr_endbeforestartdate3 = /** @type {(inputs: Endbeforestartdate3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`doit être égale ou postérieure à la date de début`)
};

const es_endbeforestartdate3 = /** @type {(inputs: Endbeforestartdate3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debe ser igual o posterior a la fecha de inicio`)
};

const pt_endbeforestartdate3 = /** @type {(inputs: Endbeforestartdate3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deve ser igual ou posterior à data de início`)
};

const sw_endbeforestartdate3 = /** @type {(inputs: Endbeforestartdate3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lazima iwe siku ya kuanza au baada yake`)
};

const ar_endbeforestartdate3 = /** @type {(inputs: Endbeforestartdate3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب أن يكون في تاريخ البدء أو بعده`)
};

/**
* | output |
* | --- |
* | "must be on or after the start date" |
*
* @param {Endbeforestartdate3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const endbeforestartdate3 = /** @type {((inputs?: Endbeforestartdate3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Endbeforestartdate3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_endbeforestartdate3(inputs)
	if (locale === "es") return es_endbeforestartdate3(inputs)
	if (locale === "pt") return pt_endbeforestartdate3(inputs)
	if (locale === "sw") return sw_endbeforestartdate3(inputs)
	if (locale === "ar") return ar_endbeforestartdate3(inputs)
	return en_endbeforestartdate3(inputs)
});
export { endbeforestartdate3 as "endBeforeStartDate" }
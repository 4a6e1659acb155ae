/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Toomanyworkfiles3Inputs */

const en_toomanyworkfiles3 = /** @type {(inputs: Toomanyworkfiles3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You can hand in at most ${i?.count} file.`);
	return /** @type {LocalizedString} */ (`You can hand in at most ${i?.count} files.`)
	
};

const fr_toomanyworkfiles3 = /** @type {(inputs: Toomanyworkfiles3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous pouvez rendre au plus ${i?.count} fichier.`);
	return /** @type {LocalizedString} */ (`Vous pouvez rendre au plus ${i?.count} fichiers.`)
	
};

const es_toomanyworkfiles3 = /** @type {(inputs: Toomanyworkfiles3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Puede entregar como máximo ${i?.count} archivo.`);
	return /** @type {LocalizedString} */ (`Puede entregar como máximo ${i?.count} archivos.`)
	
};

const pt_toomanyworkfiles3 = /** @type {(inputs: Toomanyworkfiles3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Pode entregar no máximo ${i?.count} ficheiro.`);
	return /** @type {LocalizedString} */ (`Pode entregar no máximo ${i?.count} ficheiros.`)
	
};

const sw_toomanyworkfiles3 = /** @type {(inputs: Toomanyworkfiles3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Unaweza kuwasilisha faili ${i?.count} tu.`);
	return /** @type {LocalizedString} */ (`Unaweza kuwasilisha faili zisizozidi ${i?.count}.`)
	
};

const ar_toomanyworkfiles3 = /** @type {(inputs: Toomanyworkfiles3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا يمكنك تسليم أي ملف.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`يمكنك تسليم ملف واحد على الأكثر.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`يمكنك تسليم ملفين على الأكثر.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`يمكنك تسليم ${i?.count} ملفات على الأكثر.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`يمكنك تسليم ${i?.count} ملفًا على الأكثر.`);
	return /** @type {LocalizedString} */ (`يمكنك تسليم ${i?.count} ملف على الأكثر.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You can hand in at most {count} file." |
* | * | "You can hand in at most {count} files." |
*
* @param {Toomanyworkfiles3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const toomanyworkfiles3 = /** @type {((inputs: Toomanyworkfiles3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toomanyworkfiles3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_toomanyworkfiles3(inputs)
	if (locale === "es") return es_toomanyworkfiles3(inputs)
	if (locale === "pt") return pt_toomanyworkfiles3(inputs)
	if (locale === "sw") return sw_toomanyworkfiles3(inputs)
	if (locale === "ar") return ar_toomanyworkfiles3(inputs)
	return en_toomanyworkfiles3(inputs)
});
export { toomanyworkfiles3 as "tooManyWorkFiles" }
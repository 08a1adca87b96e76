/** WhatsApp deep link of an international number ("+62 812-3456-7890" -> https://wa.me/6281234567890). */
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`;

/** tel: link of a number as it is written ("(021) 5091 2345" -> tel:02150912345). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

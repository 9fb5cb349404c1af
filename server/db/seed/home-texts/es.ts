import type { HomeTexts } from './codes';

export const es: HomeTexts = {
  'protective-packaging': {
    title: 'Embalaje protector desde ¥100', overview: '¥100 para paquetes de menos de 2 kg, ¥200 de 2 a 5 kg: pídelo al combinar.',
    body: '## Por qué añadirlo\n\nLos vendedores en Japón suelen enviar en sobres finos. Antes de que tu paquete vuele al extranjero, el personal de nuestro almacén puede reembalarlo con protectores de esquinas, plástico de burbujas y una caja de doble pared.\n\n## Precio\n\n- **¥100** para un paquete de menos de 2 kg\n- **¥200** para un paquete de 2 a 5 kg\n\n## Cómo pedirlo\n\n1. Abre **Mis paquetes** cuando tus pedidos hayan llegado al almacén.\n2. Combina los pedidos que quieras enviar juntos.\n3. Marca *Embalaje protector* entre las opciones antes de pagar el envío.\n\nLos artículos frágiles, como figuras, cristalería y electrónica, son los que más se benefician.',
  },
  'free-merge': {
    title: 'Combina hasta 10 pedidos en un paquete gratis', overview: 'Los pedidos que esperan en nuestro almacén viajan juntos; desde el 11.º pedido, ¥100 cada uno.',
    body: '## Un paquete, un envío\n\nEl envío internacional se cobra por paquete, según el tramo de peso. Enviar cinco pedidos en un paquete suele costar mucho menos que cinco paquetes.\n\n- Combinar **hasta 10 pedidos** es gratis.\n- Desde el 11.º pedido, **¥100** por cada pedido adicional.\n- Almacenamiento gratuito mientras esperas el resto de tus pedidos: consulta las [tarifas](/userGuide/fees).\n\nCombina desde **Mis paquetes** cuando tus pedidos muestren *Llegado al almacén*.',
  },
  'two-payments': {
    title: 'Cómo funciona comprar con nosotros: dos pagos', overview: 'Primero el artículo, nuestra comisión y el envío dentro de Japón; luego el envío internacional cuando se pesa el paquete.',
    body: '## Primer pago: al hacer el pedido\n\n- el precio del artículo\n- nuestra comisión de intermediación (¥50–300 por artículo, indicada en el carrito)\n- el envío dentro de Japón, cuando no lo paga el vendedor\n- las opciones que elegiste\n\n## Segundo pago: cuando se pesa el paquete\n\nCuando tus artículos llegan a nuestro almacén y los combinas, pesamos y medimos el paquete. Entonces pagas el envío internacional del método que elijas, más las opciones que elijas en ese momento.\n\nLos aranceles y los impuestos de importación los cobra tu país en la entrega y no están incluidos. Prueba la [calculadora de precios](/calc) para obtener una estimación.',
  },
  'shipping-methods': {
    title: 'EMS, correo aéreo, SAL o marítimo: cómo elegir el método de envío', overview: 'Peores plazos vistos: EMS dos semanas, correo aéreo un mes, SAL dos meses.',
    body: '## Los métodos\n\n| Método | Peor plazo visto | Ideal para |\n| --- | --- | --- |\n| EMS | 2 semanas | la mayoría de los paquetes, hasta 30 kg, con seguimiento |\n| Correo aéreo / ePacket | 1 mes | paquetes pequeños y ligeros |\n| SAL | 2 meses | paquetes pesados sin prisa |\n| Marítimo | varios meses | artículos voluminosos, pesados y baratos |\n| Mensajería (DHL, FedEx, UPS) | una semana aprox. | artículos valiosos o urgentes |\n\n## Rutas suspendidas\n\nLos transportistas suspenden de vez en cuando algunas rutas por país. La [calculadora](/calc) indica qué métodos puede usar hoy tu país.',
  },
  'volumetric-weight': {
    title: 'Por qué un paquete ligero pero grande puede costar más', overview: 'Las mensajerías cobran el mayor entre el peso real y el volumétrico (L × A × A / 5000).',
    body: '## Peso facturable\n\nLos transportistas cobran el **mayor** entre el peso real y el peso volumétrico.\n\n- Mensajería: largo × ancho × alto (cm) ÷ **5000**\n- EMS: ÷ **8000**, y solo cuando un lado supera los 60 cm\n\n## Ejemplo\n\nUna caja de peluches de 60 × 40 × 40 cm pesa 3 kg, pero su peso volumétrico por mensajería es 60 × 40 × 40 ÷ 5000 = **19,2 kg**.\n\n## Cómo te ayudamos\n\nAl combinar tus pedidos retiramos las cajas comerciales voluminosas cuando es seguro y elegimos la caja más pequeña en la que quepan.',
  },
  'auction-bidding': {
    title: 'Pujar en Yahoo! Auctions: incrementos y pujas máximas', overview: 'Por debajo de ¥1.000 las pujas suben de ¥10 en ¥10; desde ¥50.000, de ¥1.000 en ¥1.000. Las pujas no se pueden retirar.',
    body: '## Incrementos de puja\n\n| Precio actual | Incremento |\n| --- | --- |\n| menos de ¥1.000 | ¥10 |\n| ¥1.000–4.999 | ¥100 |\n| ¥5.000–9.999 | ¥250 |\n| ¥10.000–49.999 | ¥500 |\n| desde ¥50.000 | ¥1.000 |\n\n## Pujas máximas\n\nFija lo máximo que pagarás; pujamos el menor incremento por encima de los demás postores hasta tu máximo. Tu puja más la comisión se retiene de tu monedero y se libera en minutos si te superan.\n\n**Las pujas no se pueden cancelar**, así que revisa antes el anuncio y las [tarifas](/userGuide/fees).',
  },
};

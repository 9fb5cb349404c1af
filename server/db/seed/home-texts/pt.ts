import type { HomeTexts } from './codes';

export const pt: HomeTexts = {
  'protective-packaging': {
    title: 'Embalagem de proteção a partir de ¥100', overview: '¥100 para pacotes com menos de 2 kg, ¥200 de 2 a 5 kg: peça ao juntar os pedidos.',
    body: '## Por que adicionar\n\nOs vendedores no Japão costumam enviar em envelopes finos. Antes de o seu pacote viajar para o exterior, a equipe do nosso armazém pode reembalá-lo com cantoneiras, plástico-bolha e uma caixa de parede dupla.\n\n## Preço\n\n- **¥100** para um pacote com menos de 2 kg\n- **¥200** para um pacote de 2 a 5 kg\n\n## Como pedir\n\n1. Abra **Meus pacotes** quando seus pedidos chegarem ao armazém.\n2. Junte os pedidos que deseja enviar juntos.\n3. Marque *Embalagem de proteção* nas opções antes de pagar o frete.\n\nItens frágeis, como figuras, vidros e eletrônicos, são os que mais se beneficiam.',
  },
  'free-merge': {
    title: 'Junte até 10 pedidos em um pacote de graça', overview: 'Os pedidos que aguardam em nosso armazém seguem juntos; a partir do 11º pedido, ¥100 cada.',
    body: '## Um pacote, um frete\n\nO frete internacional é cobrado por pacote, por faixa de peso. Enviar cinco pedidos em um pacote normalmente custa bem menos do que cinco pacotes.\n\n- Juntar **até 10 pedidos** é grátis.\n- A partir do 11º pedido, **¥100** por pedido adicional.\n- Armazenamento grátis enquanto você espera o restante dos pedidos: veja as [tarifas](/userGuide/fees).\n\nJunte em **Meus pacotes** quando seus pedidos mostrarem *Chegou ao armazém*.',
  },
  'two-payments': {
    title: 'Como funciona comprar conosco: dois pagamentos', overview: 'Primeiro o item, nossa taxa e o frete dentro do Japão; depois o frete internacional, quando o pacote é pesado.',
    body: '## Primeiro pagamento: ao fazer o pedido\n\n- o preço do item\n- nossa taxa de intermediação (¥50–300 por item, mostrada no carrinho)\n- o frete dentro do Japão, quando o vendedor não paga\n- as opções que você escolheu\n\n## Segundo pagamento: quando o pacote é pesado\n\nQuando seus itens chegam ao nosso armazém e você os junta, pesamos e medimos o pacote. Então você paga o frete internacional do método escolhido, mais as opções escolhidas nesse momento.\n\nImpostos de importação e taxas alfandegárias são cobrados pelo seu país na entrega e não estão incluídos. Use a [calculadora de preços](/calc) para uma estimativa.',
  },
  'shipping-methods': {
    title: 'EMS, aéreo, SAL ou marítimo: como escolher o envio', overview: 'Piores prazos já vistos: EMS duas semanas, aéreo um mês, SAL dois meses.',
    body: '## Os métodos\n\n| Método | Pior prazo visto | Bom para |\n| --- | --- | --- |\n| EMS | 2 semanas | a maioria dos pacotes, até 30 kg, rastreado |\n| Aéreo / ePacket | 1 mês | pacotes pequenos e leves |\n| SAL | 2 meses | pacotes pesados sem pressa |\n| Marítimo | vários meses | itens volumosos, pesados e baratos |\n| Courier (DHL, FedEx, UPS) | cerca de uma semana | itens valiosos ou urgentes |\n\n## Rotas suspensas\n\nAs transportadoras suspendem algumas rotas por país de tempos em tempos. A [calculadora](/calc) mostra quais métodos seu país pode usar hoje.',
  },
  'volumetric-weight': {
    title: 'Por que um pacote leve, mas grande, pode custar mais', overview: 'Couriers cobram o maior entre o peso real e o peso cubado (C × L × A / 5000).',
    body: '## Peso taxável\n\nAs transportadoras cobram o **maior** entre o peso real e o peso cubado.\n\n- Couriers: comprimento × largura × altura (cm) ÷ **5000**\n- EMS: ÷ **8000**, e só quando um lado passa de 60 cm\n\n## Exemplo\n\nUma caixa de pelúcias de 60 × 40 × 40 cm pesa 3 kg, mas seu peso cubado por courier é 60 × 40 × 40 ÷ 5000 = **19,2 kg**.\n\n## Como ajudamos\n\nAo juntar seus pedidos, retiramos caixas comerciais volumosas quando é seguro e escolhemos a menor caixa que serve.',
  },
  'auction-bidding': {
    title: 'Lances no Yahoo! Auctions: incrementos e lances máximos', overview: 'Abaixo de ¥1.000 os lances sobem ¥10; a partir de ¥50.000, ¥1.000. Lances não podem ser retirados.',
    body: '## Incrementos de lance\n\n| Preço atual | Incremento |\n| --- | --- |\n| abaixo de ¥1.000 | ¥10 |\n| ¥1.000–4.999 | ¥100 |\n| ¥5.000–9.999 | ¥250 |\n| ¥10.000–49.999 | ¥500 |\n| ¥50.000 ou mais | ¥1.000 |\n\n## Lances máximos\n\nDefina o máximo que vai pagar; damos o menor incremento acima dos outros participantes até o seu máximo. Seu lance mais a taxa fica retido na sua carteira e é liberado em minutos quando alguém cobre o seu lance.\n\n**Lances não podem ser cancelados**, então confira antes o anúncio e as [tarifas](/userGuide/fees).',
  },
};

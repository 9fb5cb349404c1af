import type { HomeTexts } from './codes';

export const tr: HomeTexts = {
  'protective-packaging': {
    title: '¥100’den başlayan koruyucu ambalaj', overview: '2 kg altı koliler için ¥100, 2–5 kg arası için ¥200: birleştirirken isteyin.',
    body: '## Neden eklemeli\n\nJaponya’daki satıcılar çoğu zaman ince zarflarla gönderir. Koliniz yurt dışına uçmadan önce depo ekibimiz onu köşe koruyucular, balonlu naylon ve çift cidarlı bir kutuyla yeniden paketleyebilir.\n\n## Fiyat\n\n- 2 kg altı koli için **¥100**\n- 2–5 kg arası koli için **¥200**\n\n## Nasıl istenir\n\n1. Siparişleriniz depoya ulaşınca **Kolilerim** sayfasını açın.\n2. Birlikte göndermek istediğiniz siparişleri birleştirin.\n3. Kargo ücretini ödemeden önce seçeneklerden *Koruyucu ambalaj*ı işaretleyin.\n\nFigür, cam eşya ve elektronik gibi kırılabilir ürünler en çok fayda görür.',
  },
  'free-merge': {
    title: '10 siparişe kadar tek koli, ücretsiz', overview: 'Depomuzda bekleyen siparişler birlikte gider; 11. siparişten itibaren her biri ¥100.',
    body: '## Tek koli, tek kargo ücreti\n\nUluslararası kargo ücreti koli başına, ağırlık dilimine göre alınır. Beş siparişi tek koli olarak göndermek genellikle beş koliden çok daha ucuzdur.\n\n- **10 siparişe kadar** birleştirme ücretsizdir.\n- 11. siparişten itibaren her ek sipariş için **¥100**.\n- Diğer siparişlerinizi beklerken ücretsiz depolama: [ücretlere](/userGuide/fees) bakın.\n\nSiparişleriniz *Depoya ulaştı* gösterince **Kolilerim** sayfasından birleştirin.',
  },
  'two-payments': {
    title: 'Bizimle alışveriş nasıl işler: iki ödeme', overview: 'Önce ürün, ücretimiz ve Japonya içi kargo; koli tartılınca da uluslararası kargo.',
    body: '## İlk ödeme: sipariş verirken\n\n- ürünün fiyatı\n- aracılık ücretimiz (ürün başına ¥50–300, sepette gösterilir)\n- satıcı ödemiyorsa Japonya içi kargo\n- seçtiğiniz seçenekler\n\n## İkinci ödeme: koli tartılınca\n\nÜrünleriniz depomuza ulaşıp onları birleştirdiğinizde koliyi tartar ve ölçeriz. Ardından seçtiğiniz gönderim yönteminin uluslararası kargo ücretini ve o aşamada seçtiğiniz seçenekleri ödersiniz.\n\nGümrük vergileri ve ithalat vergileri teslimatta ülkeniz tarafından alınır ve dahil değildir. Tahmin için [fiyat hesaplayıcıyı](/calc) deneyin.',
  },
  'shipping-methods': {
    title: 'EMS, uçak, SAL veya deniz: gönderim yöntemi seçmek', overview: 'Görülen en uzun süreler: EMS iki hafta, uçak postası bir ay, SAL iki ay.',
    body: '## Yöntemler\n\n| Yöntem | Görülen en uzun süre | Uygun olduğu |\n| --- | --- | --- |\n| EMS | 2 hafta | çoğu koli, 30 kg’a kadar, takipli |\n| Uçak postası / ePacket | 1 ay | küçük, hafif koliler |\n| SAL | 2 ay | acil olmayan ağır koliler |\n| Deniz | birkaç ay | hacimli, ağır, ucuz ürünler |\n| Kuryeler (DHL, FedEx, UPS) | yaklaşık bir hafta | değerli ya da acil ürünler |\n\n## Askıya alınan hatlar\n\nTaşıyıcılar zaman zaman bazı ülkelere bazı hatları askıya alır. [Hesaplayıcı](/calc), ülkenizin bugün hangi yöntemleri kullanabileceğini gösterir.',
  },
  'volumetric-weight': {
    title: 'Hafif ama büyük bir koli neden daha pahalı olabilir', overview: 'Kuryeler gerçek ağırlık ile hacimsel ağırlıktan (U × G × Y / 5000) büyük olanı ücretlendirir.',
    body: '## Ücretlendirilen ağırlık\n\nTaşıyıcılar gerçek ağırlık ile hacimsel ağırlıktan **büyük olanı** ücretlendirir.\n\n- Kuryeler: uzunluk × genişlik × yükseklik (cm) ÷ **5000**\n- EMS: ÷ **8000**, yalnızca bir kenar 60 cm’yi aşarsa\n\n## Örnek\n\n60 × 40 × 40 cm’lik bir peluş oyuncak kutusu 3 kg gelir, ama kuryede hacimsel ağırlığı 60 × 40 × 40 ÷ 5000 = **19,2 kg** olur.\n\n## Nasıl yardımcı oluyoruz\n\nSiparişlerinizi birleştirirken güvenli olduğu yerde hacimli satış kutularını çıkarır ve sığan en küçük kutuyu seçeriz.',
  },
  'auction-bidding': {
    title: 'Yahoo! Auctions’ta teklif: artışlar ve en yüksek teklif', overview: '¥1.000 altında teklifler ¥10, ¥50.000’den itibaren ¥1.000 artar. Teklifler geri çekilemez.',
    body: '## Teklif artışları\n\n| Güncel fiyat | Artış |\n| --- | --- |\n| ¥1.000 altı | ¥10 |\n| ¥1.000–4.999 | ¥100 |\n| ¥5.000–9.999 | ¥250 |\n| ¥10.000–49.999 | ¥500 |\n| ¥50.000 ve üzeri | ¥1.000 |\n\n## En yüksek teklif\n\nÖdeyeceğiniz en yüksek tutarı belirleyin; en yüksek tutarınıza kadar diğer teklif verenlerin en küçük artış kadar üstüne teklif veririz. Teklifiniz ve ücret cüzdanınızda bloke edilir, teklifiniz geçilince dakikalar içinde serbest bırakılır.\n\n**Teklifler iptal edilemez**; bu yüzden önce ilanı ve [ücretleri](/userGuide/fees) kontrol edin.',
  },
};

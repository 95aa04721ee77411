/**
 * The 183 fields of an IDX 3.01 record, in order: field 0 is the version, field 182 the last
 * spare field. Names as homegate's description of the format spells them ("description IDX3.01"
 * sheet of idx-format-v3.01), lower-cased; the number after each is its position in a record.
 */

export const IDX_VERSION = "IDX3.01";

export const IDX_FIELDS = [
  "version", // 0
  "sender_id", // 1
  "object_category", // 2
  "object_type", // 3
  "offer_type", // 4
  "ref_property", // 5
  "ref_house", // 6
  "ref_object", // 7
  "object_street", // 8
  "object_zip", // 9
  "object_city", // 10
  "object_state", // 11
  "object_country", // 12
  "region", // 13
  "object_situation", // 14
  "available_from", // 15
  "object_title", // 16
  "object_description", // 17
  "selling_price", // 18
  "rent_net", // 19
  "rent_extra", // 20
  "price_unit", // 21
  "currency", // 22
  "gross_premium", // 23
  "floor", // 24
  "number_of_rooms", // 25
  "number_of_apartments", // 26
  "surface_living", // 27
  "surface_property", // 28
  "surface_usable", // 29
  "volume", // 30
  "year_built", // 31
  "prop_view", // 32
  "prop_fireplace", // 33
  "prop_cabletv", // 34
  "prop_elevator", // 35
  "prop_child-friendly", // 36
  "prop_parking", // 37
  "prop_garage", // 38
  "prop_balcony", // 39
  "prop_roof_floor", // 40
  "distance_public_transport", // 41
  "distance_shop", // 42
  "distance_kindergarten", // 43
  "distance_school1", // 44
  "distance_school2", // 45
  "picture_1_filename", // 46
  "picture_2_filename", // 47
  "picture_3_filename", // 48
  "picture_4_filename", // 49
  "picture_5_filename", // 50
  "picture_1_title", // 51
  "picture_2_title", // 52
  "picture_3_title", // 53
  "picture_4_title", // 54
  "picture_5_title", // 55
  "picture_1_description", // 56
  "picture_2_description", // 57
  "picture_3_description", // 58
  "picture_4_description", // 59
  "picture_5_description", // 60
  "movie_filename", // 61
  "movie_title", // 62
  "movie_description", // 63
  "document_filename", // 64
  "document_title", // 65
  "document_description", // 66
  "url", // 67
  "agency_id", // 68
  "agency_name", // 69
  "agency_name_2", // 70
  "agency_reference", // 71
  "agency_street", // 72
  "agency_zip", // 73
  "agency_city", // 74
  "agency_country", // 75
  "agency_phone", // 76
  "agency_mobile", // 77
  "agency_fax", // 78
  "agency_email", // 79
  "agency_logo", // 80
  "visit_name", // 81
  "visit_phone", // 82
  "visit_email", // 83
  "visit_remark", // 84
  "publish_until", // 85
  "destination", // 86
  "picture_6_filename", // 87
  "picture_7_filename", // 88
  "picture_8_filename", // 89
  "picture_9_filename", // 90
  "picture_6_title", // 91
  "picture_7_title", // 92
  "picture_8_title", // 93
  "picture_9_title", // 94
  "picture_6_description", // 95
  "picture_7_description", // 96
  "picture_8_description", // 97
  "picture_9_description", // 98
  "picture_1_url", // 99
  "picture_2_url", // 100
  "picture_3_url", // 101
  "picture_4_url", // 102
  "picture_5_url", // 103
  "picture_6_url", // 104
  "picture_7_url", // 105
  "picture_8_url", // 106
  "picture_9_url", // 107
  "distance_motorway", // 108
  "ceiling_height", // 109
  "hall_height", // 110
  "maximal_floor_loading", // 111
  "carrying_capacity_crane", // 112
  "carrying_capacity_elevator", // 113
  "isdn", // 114
  "wheelchair_accessible", // 115
  "animal_allowed", // 116
  "ramp", // 117
  "lifting_platform", // 118
  "railway_terminal", // 119
  "restrooms", // 120
  "water_supply", // 121
  "sewage_supply", // 122
  "power_supply", // 123
  "gas_supply", // 124
  "municipal_info", // 125
  "own_object_url", // 126
  "billing_anrede", // 127
  "billing_first_name", // 128
  "billing_name", // 129
  "billing_company", // 130
  "billing_street", // 131
  "billing_post_box", // 132
  "billing_zip", // 133
  "billing_place_name", // 134
  "billing_land", // 135
  "billing_phone_1", // 136
  "billing_phone_2", // 137
  "billing_mobile", // 138
  "billing_language", // 139
  "publishing_id", // 140
  "delivery_id", // 141
  "picture_10_filename", // 142
  "picture_11_filename", // 143
  "picture_12_filename", // 144
  "picture_13_filename", // 145
  "picture_10_title", // 146
  "picture_11_title", // 147
  "picture_12_title", // 148
  "picture_13_title", // 149
  "picture_10_description", // 150
  "picture_11_description", // 151
  "picture_12_description", // 152
  "picture_13_description", // 153
  "picture_10_url", // 154
  "picture_11_url", // 155
  "picture_12_url", // 156
  "picture_13_url", // 157
  "commission_sharing", // 158
  "commission_own", // 159
  "commission_partner", // 160
  "agency_logo_2", // 161
  "number_of_floors", // 162
  "year_renovated", // 163
  "flat_sharing_community", // 164
  "corner_house", // 165
  "middle_house", // 166
  "building_land_connected", // 167
  "gardenhouse", // 168
  "raised_ground_floor", // 169
  "new_building", // 170
  "old_building", // 171
  "under_building_laws", // 172
  "under_roof", // 173
  "swimmingpool", // 174
  "minergie_general", // 175
  "minergie_certified", // 176
  "last_modified", // 177
  "advertisement_id", // 178
  "sparefield_1", // 179
  "sparefield_2", // 180
  "sparefield_3", // 181
  "sparefield_4", // 182
] as const;

export type IdxField = (typeof IDX_FIELDS)[number];

export const IDX_FIELD_COUNT: number = IDX_FIELDS.length;

const indexByName = new Map<IdxField, number>(IDX_FIELDS.map((name, index) => [name, index]));

/** The position of a field in a record (0-based). */
export function idxFieldIndex(name: IdxField): number {
  return indexByName.get(name)!;
}
